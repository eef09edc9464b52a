import sharp from "sharp";
const [a,b]=await Promise.all(process.argv.slice(2,4).map(f=>sharp(f).raw().toBuffer({resolveWithObject:true})));
const w=a.info.width,c=a.info.channels; let minY=1e9,maxY=-1,minX=1e9,maxX=-1;
for(let i=0;i<a.data.length;i++) if(a.data[i]!==b.data[i]){const p=Math.floor(i/c);const y=Math.floor(p/w),x=p%w;minY=Math.min(minY,y);maxY=Math.max(maxY,y);minX=Math.min(minX,x);maxX=Math.max(maxX,x);}
console.log({minX,maxX,minY,maxY});
